// The sandbox's wallet page: where bKash's checkout asks the buyer for their wallet number, OTP and PIN.
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const TEST_WALLETS = {
  success: '01770618575',
  insufficient: '01823074817',
  otp: '123456',
  pin: '12121',
} as const;

/**
 * Receivers of B2C payouts (decision 300): every valid wallet receives, except these: one bKash refuses
 * as invalid, one over its receiving limit, and one whose payout completes but whose answer never comes
 * back in time (the caller times out and must ask for the status).
 */
export const PAYOUT_TEST_WALLETS = {
  invalid: '01900000001',
  limitExceeded: '01900000002',
  timeout: '01900000003',
} as const;

export function walletPage(input: {
  paymentID: string;
  amount: string;
  invoice: string;
  error?: string;
  wallet?: string;
}): string {
  const error = input.error ? `<p role="alert" class="error">${escape(input.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bKash sandbox payment</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f1f4; color: #222; }
  main { max-width: 24rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { color: #e2136e; font-size: 1.4rem; margin: 0 0 .25rem; }
  .amount { font-size: 1.2rem; font-weight: 600; }
  label { display: block; margin-top: .9rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; font-size: 1rem; margin-top: .25rem; border: 1px solid #999; border-radius: .4rem; }
  .buttons { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { flex: 1; padding: .7rem; font-size: 1rem; border-radius: .4rem; border: 1px solid #e2136e; cursor: pointer; }
  button.pay { background: #e2136e; color: #fff; }
  button.cancel { background: #fff; color: #e2136e; }
  button:focus-visible, input:focus-visible { outline: 3px solid #222; outline-offset: 2px; }
  .error { background: #fde8ef; border: 1px solid #e2136e; padding: .6rem; border-radius: .4rem; }
  .help { font-size: .9rem; background: #fff; padding: .75rem; border-radius: .4rem; margin-top: 1.5rem; }
</style>
</head>
<body>
<main>
  <h1>bKash sandbox</h1>
  <p>Pay <span class="amount">${escape(input.amount)} BDT</span> to BoiBazar (invoice ${escape(input.invoice)})</p>
  ${error}
  <form method="post" action="/wallet/${escape(input.paymentID)}">
    <label for="wallet">bKash account number</label>
    <input id="wallet" name="wallet" inputmode="numeric" autocomplete="off" required value="${escape(input.wallet ?? '')}">
    <label for="otp">Verification code (OTP)</label>
    <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
    <label for="pin">PIN</label>
    <input id="pin" name="pin" type="password" inputmode="numeric" required>
    <div class="buttons">
      <button class="pay" type="submit" name="action" value="pay">Confirm</button>
      <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>
  <section class="help" aria-label="Test wallets">
    <p><strong>Test wallets</strong> (OTP ${TEST_WALLETS.otp}, PIN ${TEST_WALLETS.pin}):</p>
    <ul>
      <li>${TEST_WALLETS.success}: the payment succeeds</li>
      <li>${TEST_WALLETS.insufficient}: fails for insufficient balance</li>
    </ul>
    <p>Cancel goes back to the shop without paying.</p>
  </section>
</main>
</body>
</html>`;
}

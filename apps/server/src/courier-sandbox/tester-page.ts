// The courier sandbox's tester page: every parcel with buttons to push it along (decision 310).

/** What the page shows of a parcel (the sandbox's parcels have these; no import back into the server). */
interface ParcelRow {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_address: string;
  cod_amount: number;
  stage: string;
  cancelled: boolean;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const NEXT = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'returned', 'lost'] as const;

export function testerPage(parcels: ParcelRow[], mode: string): string {
  const rows = parcels
    .map((p) => {
      const buttons = NEXT.map(
        (to) =>
          `<form method="post" action="/sandbox/parcels/${p.consignment_id}/advance"><input type="hidden" name="to" value="${to}"><input type="hidden" name="back" value="page"><button>${to.replace(/_/g, ' ')}</button></form>`,
      ).join('');
      return `<tr><td>${p.consignment_id}</td><td>${escape(p.invoice)}</td><td>${escape(p.tracking_code)}</td><td>${escape(p.recipient_name)}<br>${escape(p.recipient_address)}</td><td>${p.cod_amount}</td><td>${p.cancelled ? 'cancelled' : p.stage}</td><td>${buttons}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Courier sandbox</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem;vertical-align:top}form{display:inline}button{margin:.1rem}</style></head>
<body><h1>Courier sandbox</h1><p>Create orders answer: <strong>${mode}</strong>. This sandbox speaks Steadfast's merchant API shapes; nothing leaves this machine.</p>
<form method="post" action="/sandbox/settle"><input type="hidden" name="back" value="page"><button>Settle delivered parcels (pay BoiBazar)</button></form>
<table><thead><tr><th>Consignment</th><th>Invoice</th><th>Tracking</th><th>Recipient</th><th>COD</th><th>Stage</th><th>Move to</th></tr></thead><tbody>${rows || '<tr><td colspan="7">No parcels yet.</td></tr>'}</tbody></table></body></html>`;
}

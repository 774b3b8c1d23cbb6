import { LegalPage } from '../components/LegalPage.tsx';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy">
      <p>
        BoiBazar keeps only what it needs to run a second-hand book market: your name, email address, profile
        picture, your role (buyer or seller), the books you list and the orders you place.
      </p>
      <h2>What other people see</h2>
      <p>
        When you list a book, other visitors see your name, the contact number and the location you entered
        with it, so that a buyer can reach you.
      </p>
      <h2>Payments</h2>
      <p>
        Card details go straight to our payment provider and never reach our servers. We keep the amount, the
        transaction id and the order it paid for.
      </p>
      <h2>Your choices</h2>
      <p>
        You can delete your listings at any time. To close your account and remove your data, ask the BoiBazar
        admin.
      </p>
    </LegalPage>
  );
}

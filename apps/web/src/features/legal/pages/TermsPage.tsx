import { LegalPage } from '../components/LegalPage.tsx';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        BoiBazar brings together people who want to sell used books and people who want to buy them. By using
        it you agree to these short terms.
      </p>
      <h2>Listing a book</h2>
      <p>
        Describe the book honestly: its condition, how long it was used and the price you paid. List only
        books you own and may sell. Prices are in Taka.
      </p>
      <h2>Booking and paying</h2>
      <p>
        Booking a book reserves it for you; paying by card completes the order. Meet in a public place when
        you hand a book over.
      </p>
      <h2>Reports and removal</h2>
      <p>
        Anyone signed in can report a listing to the admin. The admin may remove listings or accounts that
        break these terms, and verifies sellers who have proven trustworthy.
      </p>
    </LegalPage>
  );
}

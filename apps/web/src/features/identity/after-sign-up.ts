// Where a new account goes after sign-up, and the one-line welcome it finds there (issue 25): a seller
// straight to Add a Book, a buyer to the categories to browse.
import type { Role } from '@boibazar/shared/identity';

/** What the sign-up leaves in the landing page's history entry; the welcome line reads it. */
export interface WelcomeState {
  welcome: 'Buyer' | 'Seller';
}

/** The page a new account of this role lands on (the role the server answered, never the form's). */
export function landingAfterSignUp(role: Role): { to: string; state: WelcomeState | null } {
  switch (role) {
    case 'Seller':
      return { to: '/dashboard/addproduct', state: { welcome: role } };
    case 'Buyer':
      return { to: '/allcategories', state: { welcome: role } };
    default:
      return { to: '/', state: null };
  }
}

/** The welcome in a history entry's state, if the sign-up left one there. */
export function welcomeIn(state: unknown): WelcomeState['welcome'] | null {
  const welcome = (state as Partial<WelcomeState> | null)?.welcome;
  return welcome === 'Buyer' || welcome === 'Seller' ? welcome : null;
}

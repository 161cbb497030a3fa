// "Log out" from any shell page: sign out, clear caches, go to /login.
import { signOut } from './access';
import { useSessionStore } from './session-store';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * Goes to plain /login and signs out. `signingOut` stays set until the login page shows with the
 * session gone, so meanwhile the guards of the page being left do not send the user to
 * `/login?redirect=<that page>`, and the login page does not send the still signed-in user back
 * (the router renders navigations as transitions, after the session store's updates).
 */
export async function logOut(navigate: Navigate): Promise<void> {
  useSessionStore.setState({ signingOut: true });
  try {
    await navigate('/login', { replace: true });
    await signOut();
  } catch (error) {
    useSessionStore.setState({ signingOut: false });
    throw error;
  }
}

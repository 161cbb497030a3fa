// The signed-in app as one lazily loaded chunk: the guard, then the layout (header, sidebar, hash
// dialogs) around the page. Public pages such as /login never download it.
import { ProtectedRoute } from '../auth/protected-route';
import { ProtectedLayout } from './protected-layout';

export function SignedInApp() {
  return (
    <ProtectedRoute>
      <ProtectedLayout />
    </ProtectedRoute>
  );
}

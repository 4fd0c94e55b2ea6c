import { api, NoContent } from './client';

/**
 * POST /users/logout. A module of its own, without the shared schemas: the header's Logout
 * button is on every page, and the 204 reply has nothing to check.
 */
export function logout(): Promise<void> {
  return api.post('/users/logout', undefined, NoContent);
}

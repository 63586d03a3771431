/**
 * The three platform roles (spec §1, §6) and the API surface of each (DESIGN §2).
 * They are users-permissions roles of these `type`s; Strapi's /cms super-admins are separate.
 */
export type Role = 'client' | 'consultant' | 'admin';

export const ROLES: readonly Role[] = ['client', 'consultant', 'admin'];

/** Surface path segment (`/api/<surface>/`) → role. */
export const SURFACE_ROLE: Record<string, Role> = { client: 'client', consultant: 'consultant', 'admin-panel': 'admin' };

/** Role → the web path segment used in e-mailed links (`/public/<segment>/…`). */
export const ROLE_PATH: Record<Role, string> = { client: 'client', consultant: 'consultant', admin: 'admin' };

/** The role a surface path segment (`client`, `consultant`, `admin-panel`) serves. */
export function roleOfSurface(surface: string | undefined): Role {
  return SURFACE_ROLE[surface ?? ''];
}

/** The role of the surface the request came in on (`ctx.state.surface`, set by the role-surface middleware). */
export function roleOf(ctx: { state: { surface?: string } }): Role {
  return roleOfSurface(ctx.state.surface);
}

import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

import type { ResourceMenu } from '../layout/menuGroups';

/**
 * A resource module of the back office (`resources/<name>/index.ts`, DESIGN §4, as react-admin's demo
 * does): react-admin's resource description (`name`, `list`, `create`, `edit`, `show`, `icon`,
 * `recordRepresentation`) and what the back office builds around it: its place in the side menu, its
 * trash view, or a single page standing for the list (web settings).
 */
export interface AdminResourceModule extends Omit<ResourceProps, 'children'> {
  /** the side-menu group and rank (spec §2 "Menus"); no entry when absent */
  menu?: ResourceMenu;
  /** the trash view, at `/<name>/trash` (resources whose records go to a trash) */
  trash?: ComponentType;
  /** a page at `/<name>` for a single record edited in place (no list) */
  page?: ComponentType;
}

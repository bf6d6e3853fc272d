// The menu is the route table filtered by the same access rules as the guards: an item shows
// only when the user may open it, and a group shows only when it has an item.
import { canAccess, type AccessContext } from './access';
import { MENU_GROUPS, type AppRoute, type MenuGroupId } from './routeTable';

export interface MenuItem {
  path: string;
  label: string;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  items: MenuItem[];
}

export function visibleMenu(
  routes: readonly AppRoute[],
  context: AccessContext,
  goalLabel: string,
): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    id: group.id,
    label: group.label(goalLabel),
    items: routes
      .filter(
        (route) =>
          route.menu?.group === group.id &&
          canAccess(route.access, context) &&
          canAccess(route.menu.access, context),
      )
      .map((route) => ({ path: route.path, label: route.menu?.label ?? route.path })),
  })).filter((group) => group.items.length > 0);
}

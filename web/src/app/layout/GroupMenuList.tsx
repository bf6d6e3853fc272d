// The open menu of a group of the menu bar (MainMenu.tsx), loaded when first opened.
import { Link as RouterLink } from 'wouter';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuGroup } from '../routes/menu';

export default function GroupMenuList({
  id,
  group,
  anchor,
  onClose,
}: {
  id: string;
  group: MenuGroup;
  anchor: HTMLElement | null;
  onClose(): void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {group.items.map((item) => (
        <MenuItem key={item.path} component={RouterLink} to={item.path} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

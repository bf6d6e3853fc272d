// The main menu on a phone (MainMenu.tsx, PhoneMenuButton): the groups of spec §2 as lists in a
// drawer from the left, loaded when first opened (MUI's Drawer brings Modal, the focus trap and
// its transition, which the first page does without; issue 15). Escape, a tap beside it, its
// close button or choosing an entry closes it; the focus goes back to the menu button, and after
// a navigation the new screen takes it (usePageChange).
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuGroup } from '../routes/menu';

export const MENU_LABEL = 'Main menu';

export default function MenuDrawer({
  id,
  groups,
  open,
  onClose,
}: {
  id: string;
  groups: MenuGroup[];
  open: boolean;
  onClose(): void;
}) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-label': MENU_LABEL,
          sx: { width: 288, maxWidth: '85vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={MENU_LABEL}>
        {groups.map((group) => (
          <List
            key={group.id}
            aria-labelledby={`${id}-${group.id}`}
            subheader={
              <ListSubheader id={`${id}-${group.id}`} disableSticky>
                {group.label}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              // A list holds list items only (axe 'list'): the link inside its <li>.
              <ListItem key={item.path} disablePadding>
                <ListItemButton component={RouterLink} to={item.path} onClick={onClose}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}

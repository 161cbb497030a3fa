// #menu: below the lg breakpoint the sidebar lives in a drawer opened from the header. Swiping
// left by 10 px or more closes it (react-swipeable's delta); closing goes back in history;
// choosing a page replaces the menu's history entry, so Back does not reopen it.
import { confirmLeave, type HashDialogName } from '@bullion/shared';
import { Drawer } from 'antd';
import { useEffect } from 'react';
import { useSwipeable } from 'react-swipeable';
import { useHashDialog } from '../dialogs/use-hash-dialog';
import { Sidebar } from './sidebar';
import { LARGE_SCREEN, useMediaQuery } from './use-media-query';

export const SWIPE_DELTA_PX = 10;

export function MobileMenu() {
  const dialog = useHashDialog('menu');
  const large = useMediaQuery(LARGE_SCREEN);
  const swipe = useSwipeable({ onSwipedLeft: () => dialog.close(), delta: SWIPE_DELTA_PX, trackMouse: true, preventScrollOnSwipe: false });

  // On a large screen the sidebar is there already: a #menu left over (rotation, resize) goes away.
  const { isOpen, close } = dialog;
  useEffect(() => {
    if (isOpen && large) close();
  }, [isOpen, large, close]);

  const navigateTo = (to: string) => {
    void confirmLeave().then((leave) => {
      if (leave) dialog.closeTo(to);
    });
  };
  const openDialog = (name: HashDialogName) => dialog.closeTo(`#${name}`);

  return (
    <Drawer
      open={isOpen && !large}
      placement="left"
      size={288}
      title={
        <span className="mobile-menu-title">
          <span className="shell-logo-mark" aria-hidden>
            ◆
          </span>
          Bullion Desk
        </span>
      }
      onClose={dialog.close}
      destroyOnHidden
      className="mobile-menu"
      styles={{ body: { padding: 0 } }}
    >
      <div {...swipe} className="mobile-menu-swipe" data-testid="mobile-menu">
        <Sidebar label="Menu" onNavigate={navigateTo} onOpenDialog={openDialog} />
      </div>
    </Drawer>
  );
}

// Every dialog controlled by the URL hash (open while the hash names it), rendered by the protected
// layout. Each dialog's code (antd's Modal, Form, Input…, and antd's theme) loads the first time its
// hash is opened, not with every signed-in page; once loaded it stays mounted, so it can play its
// closing animation.
import { PendingBoundary } from '@bullion/shared';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { lazyWithAntd } from '../load-antd-scope';
import { useAskedOnce } from '../use-asked-once';
import { hashDialogIdOf } from './use-hash-dialog';

/** A dialog drawn with antd: its chunk comes with antd's theme (the layout around it has none). */
const dialog = lazyWithAntd;

const MobileMenu = dialog(() => import('../layout/mobile-menu'), 'MobileMenu');
const UpgradeModal = dialog(() => import('./upgrade-modal'), 'UpgradeModal');
const CreateTeamModal = dialog(() => import('./create-team-modal'), 'CreateTeamModal');
const SpotsModal = dialog(() => import('../spots/spots-modal'), 'SpotsModal');
const TitleDescModal = dialog(() => import('./title-desc-modal'), 'TitleDescModal');
const SearchModal = dialog(() => import('./catalog-modals'), 'SearchModal');
const ProductModal = dialog(() => import('./catalog-modals'), 'ProductModal');

/** Renders `children` from the first time the hash names one of `ids` (or a product, for 'product:'). */
function OnceOpened({ ids, children }: { ids: string[]; children: ReactNode }) {
  const open = hashDialogIdOf(useLocation().hash);
  const asked = open !== null && ids.some((id) => (id.endsWith(':') ? open.startsWith(id) : open === id));
  if (!useAskedOnce(asked)) return null;
  return <PendingBoundary>{children}</PendingBoundary>;
}

export function HashDialogs() {
  return (
    <>
      <OnceOpened ids={['menu']}>
        <MobileMenu />
      </OnceOpened>
      <OnceOpened ids={['team-upgrade']}>
        <UpgradeModal plan="teams" />
      </OnceOpened>
      <OnceOpened ids={['pro-upgrade']}>
        <UpgradeModal plan="pro" />
      </OnceOpened>
      <OnceOpened ids={['create-team']}>
        <CreateTeamModal />
      </OnceOpened>
      <OnceOpened ids={['spots']}>
        <SpotsModal />
      </OnceOpened>
      <OnceOpened ids={['title-desc']}>
        <TitleDescModal />
      </OnceOpened>
      <OnceOpened ids={['search']}>
        <SearchModal />
      </OnceOpened>
      <OnceOpened ids={['product:']}>
        <ProductModal />
      </OnceOpened>
    </>
  );
}

// Every dialog controlled by the URL hash (open while the hash names it), rendered by the protected
// layout.
import { MobileMenu } from '../layout/mobile-menu';
import { SpotsModal } from '../spots/spots-modal';
import { CreateTeamModal } from './create-team-modal';
import { ProductModal, SearchModal } from './catalog-modals';
import { TitleDescModal } from './title-desc-modal';
import { UpgradeModal } from './upgrade-modal';

export function HashDialogs() {
  return (
    <>
      <MobileMenu />
      <UpgradeModal plan="teams" />
      <UpgradeModal plan="pro" />
      <CreateTeamModal />
      <SpotsModal />
      <TitleDescModal />
      <SearchModal />
      <ProductModal />
    </>
  );
}

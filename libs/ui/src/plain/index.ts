// @bullion/ui/plain: antd's look without antd's code, for what a page must show before antd loads.
export {
  PlainButton,
  plainButtonClassName,
  PlainCard,
  PlainDescriptions,
  PlainEmpty,
  PlainErrorAlert,
  PlainResult,
  PlainSkeleton,
  PlainSkeletonBlock,
  PlainSpin,
  PlainStatistic,
  PlainTag,
  SecondaryText,
  SvgIcon,
} from './components';
export type { PlainButtonProps, PlainCardProps, PlainDescriptionsItem, PlainResultProps, PlainSpinProps, PlainTagProps, PlainTagTone } from './components';
export { PlainLoadError, PlainLoadingState } from './page-states';
export type { PlainLoadErrorProps, PlainLoadingStateProps } from './page-states';
export { PlainSegmented } from './segmented';
export type { PlainSegmentedOption, PlainSegmentedProps } from './segmented';
export { PlainStyles } from './plain-styles';

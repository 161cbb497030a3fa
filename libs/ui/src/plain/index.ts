// @bullion/ui/plain: antd's look without antd's code, for what a page must show before antd loads.
export { PlainButton, PlainCard, PlainEmpty, PlainErrorAlert, PlainSkeleton, PlainStatistic, PlainTag, SecondaryText, SvgIcon } from './components';
export type { PlainButtonProps, PlainCardProps } from './components';
export { PlainStyles } from './plain-styles';

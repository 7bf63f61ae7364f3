export { OwnerContentTab, type OwnerContentKind } from './owner-content-tabs';

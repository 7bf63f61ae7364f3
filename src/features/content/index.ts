export { OwnerContentTabs } from './owner-content-tabs';

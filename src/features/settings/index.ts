// The settings feature's public entry: the site alert editor the staff users page shows.
export { SiteAlertEditor } from './site-alert-editor';

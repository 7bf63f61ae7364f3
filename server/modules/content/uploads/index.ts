// The uploads module's public surface: its definition, and what other modules
// use to refer to an upload (its address), to check one exists and to refuse a gone image.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import uploadsPlugin, { uploadsModuleRoutes } from './uploads-plugin.js';

export { checkImageUpload, uploadExists, uploadUrl } from './uploads-service.js';

/** The module as server/app.ts registers it; its routes: /api/uploads (owner: /api/uploads/images). */
export const uploadsModule: CourtsideModule = { name: 'content/uploads', plugin: uploadsPlugin, routes: uploadsModuleRoutes };

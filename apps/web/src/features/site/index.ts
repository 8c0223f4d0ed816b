export { fetchSiteIndex, siteIndexQuery, useSiteIndex } from './api/get-site-index';
export { hasPermission, type TPermissionNode } from './permission/auth-node';
export { Permission, usePermission } from './permission/permission';
export { patchUserInfo, siteStore, useAuthNode, useSite, useUserInfo } from './store/site-store';

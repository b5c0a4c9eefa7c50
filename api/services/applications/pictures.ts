/** The `pictures` owner types of the services (api/tenant/file-rules.ts lets a tenant read them by these). */
export const SERVICE_PICTURE = { item: 'application_item', complaint: 'complaint' } as const;

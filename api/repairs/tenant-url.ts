/** The tenant page's address of one repair (the 报修 section, web/tenant/repairs/), opened from a message or a push. */
export const tenantRepairUrl = (repairId: string) => `/tenant?s=repairs&id=${encodeURIComponent(repairId)}`;

/** What the API answers for an apartment that is missing or outside the user's scope, and the board shows for one. */
export const APARTMENT_NOT_FOUND = '公寓不存在或无权查看';

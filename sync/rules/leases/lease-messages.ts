/** Messages of a lease's pictures (spec part 2 §2.6, §5 "Upload limits") and of deleting leases (§2.1, §4). */

export const LEASE_PICTURE_MSG = {
  tooManyIdPhotos: '最多上传3张证件照片',
  tooManyPhotos: '最多上传20张照片',
  fileMissing: '图片不存在或已失效，请重新上传',
  duplicate: '该图片已添加',
  notFound: '图片不存在',
  signedContract: '电子合同的签署图片不能删除',
  noFile: '请先上传图片',
  added: '添加成功',
  removed: '删除成功',
} as const;

/** Delete refusal for a lease to be confirmed that already has collected bills. */
export const LEASE_DELETE_PAID_MSG = '该租约已有收款的账单，不能删除';
/** Delete refusal for a lease to be confirmed signed with a paid deposit order: the advance is on the books for it. */
export const LEASE_DELETE_ADVANCE_MSG = '该租约已使用已付定金，不能删除';

import { RESIDENT_MSG } from '../../sync/rules/residents/resident-rules';
import type { ResidentRow } from '../../sync/contract/residents/residents';
import { confirmDelete, confirmThen } from '../components/list';
import { deleteResident, moveOutResident } from './residents-api';

const nameOf = (r: ResidentRow) => (r.address ? `${r.name}（${r.address}）` : r.name);

/** Asks '确定要搬离吗?' naming the resident and moves them out; true when done ('已取消' when declined). */
export const confirmMoveOut = (r: ResidentRow) =>
  confirmThen({
    what: nameOf(r),
    message: RESIDENT_MSG.confirmMoveOut,
    run: () => moveOutResident(r.id),
    done: RESIDENT_MSG.movedOut,
  });

/** Asks '确定要删除该住户吗?' naming the resident and deletes them; true when done ('已取消' when declined). */
export const removeResident = (r: ResidentRow) =>
  confirmDelete({
    what: nameOf(r),
    message: RESIDENT_MSG.confirmDelete,
    run: () => deleteResident(r.id),
    done: RESIDENT_MSG.deleted,
  });

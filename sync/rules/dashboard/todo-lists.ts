/**
 * The dashboard's room-list counters (part 1 §2.5) and the board filter that opens each one (/jizhongHome?todo=…):
 * the counter and its list come from one rule on the server (api/dashboard/todo-rooms.ts todoRoomIds).
 */
export const TODO_LISTS = ['overdueRent', 'utility', 'due', 'checkOut', 'register', 'picture', 'abnormal'] as const;
export type TodoList = (typeof TODO_LISTS)[number];

/** What the board says above a counter's list. */
export const TODO_LIST_LABEL: Record<TodoList, string> = {
  overdueRent: '逾期房租（近30天）',
  utility: '水电欠费（近30天）',
  due: '待收账单（未来3天）',
  checkOut: '待退房（租约已到期未退房）',
  register: '待登记（已出租但未登记租约）',
  picture: '待补照片',
  abnormal: '异常房间',
};

export const isTodoList = (s: string | null | undefined): s is TodoList =>
  !!s && (TODO_LISTS as readonly string[]).includes(s);

/**
 * The spec's choiseid of /jizhongHome (part 1 §2.5: "the check-out counter passes 1"), kept for old links: 1 check-out,
 * 2 overdue rent, 3 bills due.
 */
export const CHOISE_TODO: Record<string, TodoList> = { '1': 'checkOut', '2': 'overdueRent', '3': 'due' };

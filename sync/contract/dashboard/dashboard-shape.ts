/** Shapes of the dashboard replies (spec part 1 §3) shared by web and api. */

/** Business dates (YYYY-MM-DD, Asia/Shanghai) bounding the dashboard's windows, both ends inclusive. */
export interface TodoWindows {
  today: string;
  /** Receivable dates of overdue bills: from today − 30 days to yesterday. */
  overdueFrom: string;
  overdueTo: string;
  /** Receivable dates of bills due soon: today to today + 3 days. */
  dueFrom: string;
  dueTo: string;
}

/** The to-do counters of the dashboard (part 1 §3), money in fen, plus the date windows they were counted in. */
export interface TodoCounts {
  rentCount: number;
  rentCost: number;
  hydroelectricCount: number;
  hydroelectricCost: number;
  futureCount: number;
  futureCost: number;
  registerCount: number;
  checkOutRoomCount: number;
  changeRoomCount: number;
  repairCount: number;
  onlineCount: number;
  checkCount: number;
  reservationCount: number;
  advanceCount: number;
  pictureCount: number;
  abnormalCount: number;
  securityCount: number;
  windows: TodoWindows;
}

import { Toast } from 'antd-mobile';
import { ApiError, NETWORK_MSG } from '../../lib/api';

/** The Chinese message of a failed call: the server's, else '网络请求失败'. */
export const errorText = (e: unknown) => (e instanceof ApiError ? e.message : NETWORK_MSG);

/** Shows the failure of a call in a Toast. */
export const toastFailure = (e: unknown) => Toast.show({ icon: 'fail', content: errorText(e) });

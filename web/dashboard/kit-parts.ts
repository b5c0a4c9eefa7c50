import { DotLoading, ErrorBlock, Toast } from 'antd-mobile';

/** The kit's parts the dashboard loads when it needs them (./later.tsx). */
export { DotLoading, ErrorBlock, Toast };

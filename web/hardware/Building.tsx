import { ErrorBlock } from 'antd-mobile';

/** A device tab whose screen arrives with a later issue (issue 18): a plain notice inside the page, not an error. */
export function Building(props: { what: string }) {
  return (
    <ErrorBlock
      status="empty"
      title="建设中"
      description={`${props.what}管理正在建设中，敬请期待`}
      className="hardware-building"
    />
  );
}

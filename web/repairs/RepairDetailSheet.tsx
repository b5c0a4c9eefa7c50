import { useQuery } from '@tanstack/react-query';
import { Image, List } from 'antd-mobile';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { FormSheet, ListState } from '../components/list';
import { fetchRepair, REPAIRS_KEY } from './repairs-api';
import { RepairStatusTag } from './repair-columns';

const when = (ms: number | null, who: string) => (ms === null ? null : `${shanghaiMinute(ms)}${who ? ` ${who}` : ''}`);

function Photos(props: { title: string; photos: { id: string; url: string }[] }) {
  if (!props.photos.length) return null;
  return (
    <>
      <h3 className="form-subtitle">{props.title}</h3>
      <div className="repair-shots">
        {props.photos.map((p, i) => (
          <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
            <Image src={p.url} width={88} height={88} fit="cover" alt={`${props.title}${i + 1}`} />
          </a>
        ))}
      </div>
    </>
  );
}

/** 详情 (§2.5): the request, its photos, who took, completed or cancelled it and when, the work's photos. */
export function RepairDetailSheet(props: { id: string | null; onClose: () => void }) {
  const q = useQuery({
    queryKey: [...REPAIRS_KEY, 'detail', props.id],
    queryFn: () => fetchRepair(props.id!),
    enabled: props.id !== null,
  });
  const d = q.data;
  const rows: [string, string | null][] = d
    ? [
        ['报修单号', d.systemJyh],
        ['房间', `${d.gyName} ${d.houseNumber}`],
        ['申请人', `${d.applyName} ${d.connectPhone}`],
        ['报修类型', d.typeName || '-'],
        ['预约时间', d.appointmentTime === null ? '随时' : shanghaiMinute(d.appointmentTime)],
        ['申请时间', shanghaiMinute(d.createTime)],
        ['受理', when(d.acceptedAt, d.acceptedByName)],
        ['完成', when(d.completedAt, d.completedByName)],
        ['取消', when(d.cancelledAt, d.cancelledByName)],
      ]
    : [];
  return (
    <FormSheet visible={props.id !== null} title="报修详情" onClose={props.onClose}>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={8}>
        {d ? (
          <>
            <List>
              <List.Item extra={<RepairStatusTag status={d.status} name={d.statusName} />}>状态</List.Item>
              {rows
                .filter(([, v]) => v !== null)
                .map(([k, v]) => (
                  <List.Item key={k} extra={v}>
                    {k}
                  </List.Item>
                ))}
              <List.Item description={d.tdesc}>报修内容</List.Item>
              {d.completeNote ? <List.Item description={d.completeNote}>维修说明</List.Item> : null}
              {d.cancelReason ? <List.Item description={d.cancelReason}>取消原因</List.Item> : null}
            </List>
            <Photos title="报修照片" photos={d.photos} />
            <Photos title="维修照片" photos={d.donePhotos} />
          </>
        ) : null}
      </ListState>
    </FormSheet>
  );
}

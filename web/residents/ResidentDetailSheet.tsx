import { useQuery } from '@tanstack/react-query';
import { Image, ImageViewer, List } from 'antd-mobile';
import { ID_TYPES, SEX_TEXT } from '../../sync/rules/residents/resident-rules';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { FormSheet, ListState } from '../components/list';
import { fetchResident, RESIDENTS_KEY } from './residents-api';
import { DwellTag, LesseeBadge } from './ResidentBadges';

const or = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** 住户详情: every field of §3 and the ID photos (personal files, shown to users allowed to see them). */
export function ResidentDetailSheet(props: { id: string | null; onClose: () => void }) {
  const q = useQuery({
    queryKey: [...RESIDENTS_KEY, 'detail', props.id],
    queryFn: () => fetchResident(props.id!),
    enabled: props.id !== null,
  });
  const d = q.data;
  return (
    <FormSheet visible={props.id !== null} title="住户详情" onClose={props.onClose}>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={10}>
        {d ? (
          <>
            <List header="基本信息">
              <List.Item
                extra={
                  <span>
                    {d.name} <LesseeBadge isLease={d.isLease} />
                  </span>
                }
              >
                姓名
              </List.Item>
              <List.Item extra={SEX_TEXT[d.sex] ?? '-'}>性别</List.Item>
              <List.Item extra={d.phone}>手机号</List.Item>
              <List.Item extra={ID_TYPES[d.idNumberType] ?? '-'}>证件类型</List.Item>
              <List.Item extra={d.idNumber}>证件号码</List.Item>
              <List.Item extra={or(d.country)}>国籍</List.Item>
              <List.Item description={or(d.idCardAddress)}>证件地址</List.Item>
              <List.Item description={or(d.residentialAddress)}>居住地址</List.Item>
              <List.Item extra={d.startValid || d.endValid ? `${or(d.startValid)} 至 ${or(d.endValid)}` : '-'}>
                证件有效期
              </List.Item>
            </List>
            <List header="入住信息">
              <List.Item extra={d.address}>房源</List.Item>
              <List.Item extra={d.leaseCode}>租约编号</List.Item>
              <List.Item extra={<DwellTag dwellStatus={d.dwellStatus} />}>居住状态</List.Item>
              <List.Item extra={d.startDate}>入住日期</List.Item>
              <List.Item extra={or(d.leaveDate)}>搬离日期</List.Item>
              {d.isLease === 1 ? <List.Item extra={d.isTenant === 0 ? '是' : '否'}>承租人本人入住</List.Item> : null}
              <List.Item extra={shanghaiDateTime(d.createTime)}>登记时间</List.Item>
            </List>
            <List header="其他信息">
              <List.Item extra={or(d.birthday)}>出生日期</List.Item>
              <List.Item extra={or(d.constellation)}>星座</List.Item>
              <List.Item extra={or(d.censusRegister)}>户籍</List.Item>
              <List.Item extra={or(d.education)}>学历</List.Item>
              <List.Item extra={or(d.career)}>职业</List.Item>
              <List.Item extra={or(d.workUnit)}>工作单位</List.Item>
              <List.Item extra={d.contractTime === null ? '-' : `${d.contractTime} 年`}>合同年限</List.Item>
              <List.Item extra={or(d.startContract)}>合同开始日期</List.Item>
              <List.Item description={or(d.hobbiesInterests)}>兴趣爱好</List.Item>
              <List.Item
                extra={d.emergencyName ? `${d.emergencyName}（${or(d.emergencyRelation)}）${d.emergencyPhone}` : '-'}
              >
                紧急联系人
              </List.Item>
              <List.Item description={or(d.remark)}>备注</List.Item>
            </List>
            <h3 className="form-subtitle">证件照片</h3>
            {d.pictures.length ? (
              <div className="resident-photos">
                {d.pictures.map((p, i) => (
                  <Image
                    key={p.id}
                    src={p.url}
                    width={96}
                    height={96}
                    fit="cover"
                    alt={`证件照片${i + 1}`}
                    onClick={() => ImageViewer.Multi.show({ images: d.pictures.map((x) => x.url), defaultIndex: i })}
                  />
                ))}
              </div>
            ) : (
              <div className="muted">未上传证件照片</div>
            )}
          </>
        ) : null}
      </ListState>
    </FormSheet>
  );
}

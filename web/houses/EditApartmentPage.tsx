import { useState } from 'react';
import { Button, ErrorBlock, Form, Popup, Selector, Skeleton, Switch, TextArea, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame';
import { ImageUpload } from '../components/ImageUpload';
import { call } from '../lib/api';
import { houses, type ApartmentDetail } from '../../sync/contract/houses/houses';
import type { RouteDef } from '../../sync/product/menu';
import { FACILITIES, joinFacility, parseFacility } from '../../sync/product/catalog';
import { editorFromDetail, validateEditor, type EditorState } from '../../sync/rules/houses/floor-editor';
import { FloorEditor } from './FloorEditor';
import { TemplatesTable } from './TemplatesTable';
import { detailKey, saveFloors, useApartmentDetail } from './api';
import { submit } from './submit';
import './houses.css';
import { SubmitButton } from '../components/form/SubmitButton';

const MAX_PHOTOS = 20;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

interface Draft {
  isElevator: 0 | 1;
  pictures: string[];
  facility: number[];
  intro: string;
  nearby: string;
}

const draftOf = (d: ApartmentDetail): Draft => ({
  isElevator: d.isElevator === 1 ? 1 : 0,
  pictures: d.pictures.map((p) => p.picture),
  facility: parseFacility(d.facility),
  intro: d.intro,
  nearby: d.nearby,
});

/** /editApartment?apartmentId (spec part 1 §2.7). */
export default function EditApartmentPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const apartmentId = params.get('apartmentId');
  const detail = useApartmentDetail(apartmentId);
  return (
    <PageFrame title={route.title}>
      {!apartmentId ? (
        <ErrorBlock status="empty" title="未指定公寓" description="请从房态总览进入编辑公寓" />
      ) : detail.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : detail.isError || !detail.data ? (
        <ErrorBlock status="default" title="加载失败" description={(detail.error as Error | null)?.message ?? ''} />
      ) : (
        <EditForm key={detail.data.apartmentId} detail={detail.data} />
      )}
    </PageFrame>
  );
}

function EditForm({ detail }: { detail: ApartmentDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail));
  const [saving, setSaving] = useState(false);
  const [floorsOpen, setFloorsOpen] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const region = [detail.cityName, detail.districtName].filter(Boolean).join(' ');

  async function save(thenGo?: string) {
    await submit(setSaving, async () => {
      await call(houses.edit, {
        params: { id: detail.apartmentId },
        json: {
          isElevator: draft.isElevator,
          pictures: draft.pictures,
          facility: joinFacility(draft.facility),
          intro: draft.intro,
          nearby: draft.nearby,
        },
      });
      Toast.show({ icon: 'success', content: '修改成功' });
      await queryClient.invalidateQueries({ queryKey: detailKey(detail.apartmentId) });
      if (thenGo) navigate(thenGo);
    });
  }

  return (
    <>
      <dl className="readonly-grid">
        <dt>公寓名称</dt>
        <dd>{detail.name}</dd>
        <dt>所属商圈</dt>
        <dd>{detail.locationName || '—'}</dd>
        <dt>公寓地址</dt>
        <dd>
          {region ? `${region} ` : ''}
          {detail.address}
        </dd>
        <dt>楼层</dt>
        <dd>
          共 {detail.totalFloor} 层，{detail.floorData.reduce((n, f) => n + f.houseCount, 0)} 间
          <Button
            size="mini"
            color="primary"
            fill="outline"
            style={{ marginLeft: 8 }}
            onClick={() => setFloorsOpen(true)}
          >
            编辑楼层
          </Button>
        </dd>
      </dl>

      <Form layout="vertical" className="form-shell">
        <Form.Item label="电梯" childElementPosition="right">
          <Switch
            checked={draft.isElevator === 1}
            onChange={(on) => set({ isElevator: on ? 1 : 0 })}
            checkedText="有"
            uncheckedText="无"
          />
        </Form.Item>
        <Form.Item label="公共区域照片">
          <p className="photo-guidance">公共区域照片，最多20张，每张不超过5MB，建议尺寸不小于800x600</p>
          <ImageUpload
            value={draft.pictures}
            onChange={(pictures) => set({ pictures })}
            maxCount={MAX_PHOTOS}
            maxBytes={MAX_PHOTO_BYTES}
            tooLargeMessage="每张照片不能超过5MB"
          />
        </Form.Item>
        <Form.Item label="公寓设施">
          <Selector
            multiple
            columns={3}
            options={FACILITIES.map((f) => ({ label: f.name, value: f.facilityId }))}
            value={draft.facility}
            onChange={(facility) => set({ facility: facility as number[] })}
          />
        </Form.Item>
        <Form.Item label="公寓描述">
          <TextArea
            placeholder="介绍一下公寓"
            value={draft.intro}
            onChange={(intro) => set({ intro })}
            maxLength={2000}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item label="周边配套">
          <TextArea
            placeholder="如地铁、商场、学校"
            value={draft.nearby}
            onChange={(nearby) => set({ nearby })}
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
      </Form>

      <div className="houses-actions form-shell">
        <SubmitButton size="large" busy={saving} onClick={() => save()}>
          保存
        </SubmitButton>
        <SubmitButton color="default" size="large" busy={saving} onClick={() => save('/jizhongHome')}>
          保存并返回房态
        </SubmitButton>
      </div>

      <div
        className="houses-section-title"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <span>房间模板</span>
        <Button
          size="small"
          color="primary"
          onClick={() => navigate(`/Template2?apartmentId=${encodeURIComponent(detail.apartmentId)}`)}
        >
          新建模板
        </Button>
      </div>
      <TemplatesTable apartmentId={detail.apartmentId} />

      <FloorsPopup detail={detail} visible={floorsOpen} onClose={() => setFloorsOpen(false)} />
    </>
  );
}

/** The floor editor of an existing apartment in a full-height sheet. */
function FloorsPopup(props: { detail: ApartmentDetail; visible: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<EditorState>(() => editorFromDetail(props.detail));
  const [saving, setSaving] = useState(false);

  // Each opening starts from the floors as saved (read as it opens: a refetch while open keeps the edits).
  const [wasVisible, setWasVisible] = useState(props.visible);
  if (props.visible !== wasVisible) {
    setWasVisible(props.visible);
    if (props.visible) setEditor(editorFromDetail(props.detail));
  }

  async function save() {
    const problem = validateEditor(editor);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    await submit(setSaving, async () => {
      await saveFloors(props.detail.apartmentId, editor);
      Toast.show({ icon: 'success', content: '修改成功' });
      await queryClient.invalidateQueries({ queryKey: detailKey(props.detail.apartmentId) });
      props.onClose();
    });
  }

  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      position="bottom"
      bodyStyle={{ height: '92vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      destroyOnClose
    >
      <div className="floor-popup-body">
        <div className="floor-popup-head">
          <span>编辑楼层 · {props.detail.name}</span>
          <Button size="small" fill="none" onClick={props.onClose}>
            关闭
          </Button>
        </div>
        <div className="floor-popup-scroll">
          <FloorEditor value={editor} onChange={setEditor} showTotal />
        </div>
        <div className="floor-popup-foot">
          <Button block color="primary" size="large" loading={saving} onClick={save}>
            保存楼层
          </Button>
        </div>
      </div>
    </Popup>
  );
}

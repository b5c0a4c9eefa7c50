import { useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Input, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import type { ContractTemplate, UploadedTemplateFile } from '../../sync/contract/settings/settings-shapes';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import {
  CONTRACT_SCENES,
  PAGE_SIZE,
  SETTINGS_MSG,
  TEMPLATE_STATUS,
  TEMPLATE_STATUS_TEXT,
  otherTemplateStatus,
  templateStatusText,
} from '../../sync/rules/settings/settings';
import { ContractDefaults } from './ContractDefaults';
import { QueryState, runSave, SettingsDialog } from './shared';
import { toastFailure } from '../components/list';
import { downloadTemplateFile, previewTemplateFile, uploadTemplateFile } from './template-files';

const day = (ms: number) => new Date(ms).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

/** General_4: contract templates (number, scene, name, remark, created, status) with their files, 10 per page. */
export default function ContractTemplates() {
  const desktop = useMedia(DESKTOP_QUERY);
  const client = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [adding, setAdding] = useState(false);
  const q = useQuery({
    queryKey: ['settings', 'contract-templates', current],
    queryFn: () => call(settings.contractTemplates, { query: { current, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

  const toggle = async (t: ContractTemplate) => {
    const next = otherTemplateStatus(t.status);
    const ok = await Dialog.confirm({
      title: '提示',
      content: `确定${TEMPLATE_STATUS_TEXT[next]}模板“${t.name}”吗？`,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!ok) return void Toast.show({ content: '已取消' });
    const out = await runSave(
      () => call(settings.setTemplateStatus, { params: { id: t.templateId }, json: { status: next } }),
      SETTINGS_MSG.updated,
    );
    if (out) await client.invalidateQueries({ queryKey: ['settings', 'contract-templates'] });
  };

  const actions = (t: ContractTemplate) => (
    <span className="settings-row" style={{ padding: 0 }}>
      <button type="button" className="link-button" onClick={() => void downloadTemplateFile(t.fileUrl, t.fileName)}>
        下载
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => previewTemplateFile(t.fileUrl, t.fileMime, t.fileName)}
      >
        预览
      </button>
      <button type="button" className="link-button" onClick={() => void toggle(t)}>
        {templateStatusText(otherTemplateStatus(t.status))}
      </button>
    </span>
  );
  const status = (t: ContractTemplate) => (
    <Tag color={t.status === TEMPLATE_STATUS.enabled ? 'success' : 'default'}>{templateStatusText(t.status)}</Tag>
  );
  const page = q.data;

  return (
    <>
      <ContractDefaults />
      <div className="settings-actions" style={{ marginTop: 0, marginBottom: 12 }}>
        <Button color="primary" size="small" onClick={() => setAdding(true)}>
          <AddOutline /> 添加模板
        </Button>
      </div>
      <QueryState loading={q.isLoading} error={q.error}>
        {page && page.records.length === 0 ? (
          <ErrorBlock status="empty" title="暂无合同模板" description="点击“添加模板”上传 PDF 或 Word 模板" />
        ) : page && desktop ? (
          <table className="settings-table">
            <thead>
              <tr>
                <th>模板编号</th>
                <th>场景类型</th>
                <th>模板名称</th>
                <th>备注</th>
                <th>创建日期</th>
                <th>状态</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((t) => (
                <tr key={t.templateId}>
                  <td>{t.number}</td>
                  <td>{t.sceneName}</td>
                  <td>{t.name}</td>
                  <td>{t.remark || '-'}</td>
                  <td>{day(t.createdAt)}</td>
                  <td>{status(t)}</td>
                  <td>{actions(t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          page?.records.map((t) => (
            <div key={t.templateId} className="settings-card">
              <div className="settings-card-head">
                <strong>{t.name}</strong>
                {status(t)}
              </div>
              <div className="settings-card-meta">
                {t.number} · {t.sceneName} · {day(t.createdAt)}
                {t.remark ? <div>备注：{t.remark}</div> : null}
              </div>
              {actions(t)}
            </div>
          ))
        )}
        {page && page.pages > 1 && (
          <div className="settings-pager">
            <Button size="small" disabled={current <= 1} onClick={() => setCurrent((c) => c - 1)}>
              上一页
            </Button>
            <span>
              第 {page.current} / {page.pages} 页，共 {page.total} 条
            </span>
            <Button size="small" disabled={current >= page.pages} onClick={() => setCurrent((c) => c + 1)}>
              下一页
            </Button>
          </div>
        )}
      </QueryState>
      <AddTemplateDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          setCurrent(1);
          void client.invalidateQueries({ queryKey: ['settings', 'contract-templates'] });
        }}
      />
    </>
  );
}

function AddTemplateDialog(props: { visible: boolean; onClose: () => void; onAdded: () => void }) {
  const [scene, setScene] = useState<number | null>(1);
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<UploadedTemplateFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (f: File | undefined) => {
    if (!f) return;
    setUploading(true);
    const stored = await uploadTemplateFile(f);
    setUploading(false);
    if (stored) setFile(stored);
    if (input.current) input.current.value = '';
  };
  const submit = async () => {
    if (!scene) return void Toast.show({ content: SETTINGS_MSG.templateSceneRequired });
    if (!name.trim()) return void Toast.show({ content: SETTINGS_MSG.templateNameRequired });
    if (!file) return void Toast.show({ content: SETTINGS_MSG.templateFileRequired });
    setBusy(true);
    try {
      await call(settings.addContractTemplate, {
        json: { sceneType: scene as 1 | 2 | 3 | 4, name: name.trim(), remark, fileId: file.fileId }, // a CONTRACT_SCENES key
      });
      Toast.show({ icon: 'success', content: SETTINGS_MSG.added });
      setName('');
      setRemark('');
      setFile(null);
      props.onAdded();
    } catch (e) {
      toastFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsDialog
      visible={props.visible}
      title="添加合同模板"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy || uploading}
      confirmText="添加"
    >
      <div className="settings-section-title">场景类型</div>
      <Selector
        columns={4}
        options={Object.entries(CONTRACT_SCENES).map(([v, label]) => ({ label, value: Number(v) }))}
        value={scene ? [scene] : []}
        onChange={(v) => setScene(v[0] ?? null)}
      />
      <div className="settings-section-title">模板名称</div>
      <Input
        className="settings-boxed-input full"
        value={name}
        onChange={setName}
        maxLength={30}
        placeholder={SETTINGS_MSG.templateNameRequired}
      />
      <div className="settings-section-title">备注</div>
      <TextArea value={remark} onChange={setRemark} maxLength={200} showCount rows={2} placeholder="选填" />
      <div className="settings-section-title">模板文件</div>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <div className="settings-row">
        <Button size="small" loading={uploading} onClick={() => input.current?.click()}>
          {file ? '重新选择' : '选择文件'}
        </Button>
        <span>{file ? file.fileName : '未选择'}</span>
      </div>
      <div className="settings-hint">支持 PDF 或 Word（.docx），不超过 10MB</div>
    </SettingsDialog>
  );
}

import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { COMPLAINT_MSG } from '../../../sync/rules/services/complaints-rules';
import { Field, FormSheet, useSave } from '../../components/list';
import { replyComplaint, type ComplaintRow } from './complaints-api';

/** 回复 (§2.11 reply dialog; §4: once only): what the tenant wrote, then the reply; '回复成功'. */
export function ReplySheet(props: { row: ComplaintRow; onClose: () => void; onDone: () => void }) {
  const r = props.row;
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const submit = async () => {
    const missing = reply.trim() ? null : COMPLAINT_MSG.replyRequired;
    setProblem(missing);
    if (!missing && (await save(() => replyComplaint(r.id, reply.trim()), COMPLAINT_MSG.replied))) props.onDone();
  };
  return (
    <FormSheet
      visible
      title={`回复${r.kindName}`}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="回复"
      busy={busy}
      error={problem ?? error}
    >
      <div className="complaint-quote">
        <strong>{r.title}</strong>
        <p>{r.desc}</p>
        <small>
          {r.tenantName} · {r.apartmentName} {r.houseNumber}
        </small>
      </div>
      <Field label="回复内容" required wide>
        <TextArea
          value={reply}
          onChange={setReply}
          placeholder="请输入回复内容"
          maxLength={500}
          rows={4}
          showCount
          aria-label="回复内容"
        />
      </Field>
    </FormSheet>
  );
}

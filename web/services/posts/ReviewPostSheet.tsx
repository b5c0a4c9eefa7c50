import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { POST_REVIEW, reviewNoteRefusal, type PostReview } from '../../../sync/rules/services/posts-rules';
import { PickerButton } from '../../components/PickerButton';
import { Field, FormSheet, useSave } from '../../components/list';
import { reviewPost, type PostRow } from './posts-api';
import { REVIEW_OPTIONS } from './post-columns';

/** 审核 (§4: any review status may be set): 未通过 needs its reason, which the author sees on the tenant page. */
export function ReviewPostSheet(props: { row: PostRow; onClose: () => void; onDone: () => void }) {
  const r = props.row;
  const [status, setStatus] = useState<PostReview>(
    r.isVerify === POST_REVIEW.pending ? POST_REVIEW.approved : (r.isVerify as PostReview),
  );
  const [note, setNote] = useState(r.auditFailureState);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const submit = async () => {
    const refusal = reviewNoteRefusal(status, note);
    setProblem(refusal);
    if (refusal) return;
    const rejected = status === POST_REVIEW.rejected;
    if (await save(() => reviewPost(r.pkId, status, rejected ? note.trim() : undefined), '操作成功')) props.onDone();
  };
  return (
    <FormSheet
      visible
      title={`审核 · ${r.userName}`}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={problem ?? error}
    >
      <Field label="内容" wide>
        <p className="post-review-content">{r.descDetail}</p>
      </Field>
      <Field label="审核状态" required>
        <PickerButton
          title="审核状态"
          className="field-button"
          value={status}
          options={REVIEW_OPTIONS}
          onChange={setStatus}
        />
      </Field>
      {status === POST_REVIEW.rejected ? (
        <Field label="未通过原因" required wide>
          <TextArea
            value={note}
            onChange={setNote}
            placeholder="请填写未通过原因"
            maxLength={200}
            rows={2}
            aria-label="未通过原因"
          />
        </Field>
      ) : null}
    </FormSheet>
  );
}

import { useState } from 'react';
import { Popup, Radio, Space, TextArea, Toast } from 'antd-mobile';
import { SubmitButton } from '../../components/form/SubmitButton';
import { POST_CONTENT_MAX, POST_MSG, POST_PICTURES_MAX } from '../../../sync/rules/services/posts-rules';
import { ImageUpload } from '../../components/ImageUpload';
import { errorText } from '../../components/form/errors';
import { tenantUploader } from '../tenant-upload';
import { addPost } from './community-api';

/** 发帖: content, up to 9 pictures, for this community or every one; it waits for the operator's review. */
export function PostForm(props: { onClose: () => void; onDone: () => void }) {
  const [content, setContent] = useState('');
  const [picture, setPicture] = useState<string[]>([]);
  const [isRange, setIsRange] = useState<0 | 1>(1);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!content.trim()) return void Toast.show({ content: POST_MSG.contentRequired });
    setBusy(true);
    try {
      await addPost({ content: content.trim(), picture, isRange });
      Toast.show({ icon: 'success', content: POST_MSG.posted });
      props.onDone();
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible onMaskClick={props.onClose} onClose={props.onClose} bodyClassName="community-sheet" destroyOnClose>
      <div role="dialog" aria-label="发帖">
        <h3>发帖</h3>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder="说点什么…"
          maxLength={POST_CONTENT_MAX}
          rows={4}
          showCount
          aria-label="帖子内容"
        />
        <ImageUpload value={picture} onChange={setPicture} maxCount={POST_PICTURES_MAX} uploader={tenantUploader} />
        <Radio.Group value={isRange} onChange={(v) => setIsRange(v as 0 | 1)}>
          <Space>
            <Radio value={1}>本小区可见</Radio>
            <Radio value={0}>全部小区可见</Radio>
          </Space>
        </Radio.Group>
        <p className="community-hint">发布后需管家审核通过才会展示给邻居</p>
        <SubmitButton busy={busy} onClick={() => void submit()}>
          发布
        </SubmitButton>
      </div>
    </Popup>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { ListState } from '../../components/list';
import type { TenantSectionProps } from '../sections';
import { COMMUNITY_KEY, fetchPosts, POSTS_KEY } from './community-api';
import { MerchantsTab } from './MerchantsTab';
import { PostCard } from './PostCard';
import { PostForm } from './PostForm';
import './community.css';

/** 帖子: the approved posts of the community and the tenant's own (审核中 / 未通过 with the reason); 发帖. */
function PostsTab() {
  const client = useQueryClient();
  const [mine, setMine] = useState(false);
  const [writing, setWriting] = useState(false);
  const q = useQuery({ queryKey: [...POSTS_KEY, mine], queryFn: () => fetchPosts(mine) });
  const reload = () => void client.invalidateQueries({ queryKey: POSTS_KEY });
  return (
    <>
      <div className="community-bar">
        <Button size="small" fill={mine ? 'outline' : 'solid'} color="primary" onClick={() => setMine(false)}>
          全部
        </Button>
        <Button size="small" fill={mine ? 'solid' : 'outline'} color="primary" onClick={() => setMine(true)}>
          我的
        </Button>
        <Button size="small" color="primary" onClick={() => setWriting(true)}>
          发帖
        </Button>
      </div>
      <ListState
        loading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        empty={!q.data?.records.length}
        emptyText={mine ? '您还没有发过帖子' : '暂无帖子，来发第一条吧'}
        lines={4}
      >
        {q.data?.records.map((p) => (
          <PostCard key={p.pkId} p={p} onChange={reload} />
        ))}
      </ListState>
      {writing ? (
        <PostForm
          onClose={() => setWriting(false)}
          onDone={() => {
            setWriting(false);
            setMine(true);
            reload();
          }}
        />
      ) : null}
    </>
  );
}

/** 社区 (issue 19.6): the community's posts and the nearby merchants with their reviews. */
export default function CommunitySection(_props: TenantSectionProps) {
  const client = useQueryClient();
  return (
    <div className="tenant-section tenant-community">
      <Tabs defaultActiveKey="posts" onChange={() => void client.invalidateQueries({ queryKey: COMMUNITY_KEY })}>
        <Tabs.Tab title="帖子" key="posts">
          <PostsTab />
        </Tabs.Tab>
        <Tabs.Tab title="商家" key="merchants">
          <MerchantsTab />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}

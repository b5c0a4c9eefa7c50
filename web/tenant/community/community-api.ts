import { tenantCall } from '../tenant-api';
import {
  tenantPosts,
  type TenantCommentBody,
  type TenantPost,
  type TenantPostBody,
} from '../../../sync/contract/services/posts-tenant';
import {
  tenantMerchants,
  type TenantMerchant,
  type TenantReviewBody,
} from '../../../sync/contract/services/merchants-tenant';

export type { TenantPost, TenantMerchant };

export const COMMUNITY_KEY = ['tenant', 'community'] as const;
export const POSTS_KEY = [...COMMUNITY_KEY, 'posts'] as const;
export const MERCHANTS_KEY = [...COMMUNITY_KEY, 'merchants'] as const;

export const fetchPosts = (mine: boolean) =>
  tenantCall(tenantPosts.list, { query: { mine: mine ? '1' : undefined, current: 1, size: 50 } });
export const addPost = (json: TenantPostBody) => tenantCall(tenantPosts.add, { json });
export const removePost = (postId: string) => tenantCall(tenantPosts.remove, { params: { postId } });
export const addComment = (postId: string, json: TenantCommentBody) =>
  tenantCall(tenantPosts.comment, { params: { postId }, json });
export const removeComment = (commentId: string) => tenantCall(tenantPosts.removeComment, { params: { commentId } });
export const setLike = (postId: string, liked: boolean) =>
  tenantCall(liked ? tenantPosts.like : tenantPosts.unlike, { params: { postId } });

export const fetchMerchants = () => tenantCall(tenantMerchants.list, { query: { current: 1, size: 50 } });
export const fetchReviews = (merchantId: string) =>
  tenantCall(tenantMerchants.reviews, { params: { merchantId }, query: { current: 1, size: 50 } });
export const addReview = (merchantId: string, json: TenantReviewBody) =>
  tenantCall(tenantMerchants.review, { params: { merchantId }, json });

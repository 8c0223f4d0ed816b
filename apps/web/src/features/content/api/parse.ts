import {
  type TContentDetail,
  type TContentSummary,
  type TPage,
  ZContentDetail,
  ZContentSummary,
} from '@storefront/shared';
import { isRecord } from '../../../lib/storage';

export class ContentShapeError extends Error {}

/** A `{list, total}` answer of articles, each row checked by the shared schema. */
export function parseContentPage(data: unknown): TPage<TContentSummary> {
  if (!isRecord(data) || typeof data.total !== 'number')
    throw new ContentShapeError('content page without total');
  const list = ZContentSummary.array().safeParse(data.list);
  if (!list.success) throw new ContentShapeError(list.error.message);
  return { list: list.data, total: data.total };
}

export function parseArticle(data: unknown): TContentDetail {
  const parsed = ZContentDetail.safeParse(data);
  if (!parsed.success) throw new ContentShapeError(parsed.error.message);
  return parsed.data;
}

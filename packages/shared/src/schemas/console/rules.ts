import { z } from 'zod';
import { isMenuUrl } from '../../helpers/url.js';
import { zNumeric } from '../fields.js';
import { MENU_TYPES, RULE_TYPES, ZMenuRule, ZNavItem } from '../site.js';
import { ZStatus, zRowId } from './list.js';
import { type TBilingualText, zBilingualText } from './settings.js';

/** Rule types that open something and so say how: a tab of the member centre, a link or an iframe. */
export const RULE_TYPES_WITH_MENU_TYPE = ['menu', 'nav', 'nav_user_menu'] as const;
const hasMenuType = (type: string) => (RULE_TYPES_WITH_MENU_TYPE as readonly string[]).includes(type);

/** The rule's key: letters, digits and `_ - / .` (`account/overview`, `user-center`). */
const RULE_NAME = /^[A-Za-z0-9_\-/.]+$/;
/** A route path with an optional query; no scheme, so it can never be a `javascript:` link. */
const RULE_PATH = /^[\w\-./?=&#%]*$/;
/** An antd icon's component name (`UserOutlined`), or none. */
const ICON_NAME = /^([A-Z][A-Za-z0-9]*)?$/;

/** The fields of a rule as the console edits them; the checks that tie fields together are `ZRuleInput`'s. */
export const ZRuleFields = z.object({
  pid: zNumeric()
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(2 ** 31 - 1),
  type: z.enum(RULE_TYPES, 'validation.invalid'),
  title: zBilingualText(50, { required: true }),
  name: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(50, 'validation.tooLong')
    .regex(RULE_NAME, 'validation.ruleName'),
  path: z.string().trim().max(100, 'validation.tooLong').regex(RULE_PATH, 'validation.rulePath'),
  icon: z.string().trim().max(50, 'validation.tooLong').regex(ICON_NAME, 'validation.invalid'),
  menu_type: z.enum(MENU_TYPES, 'validation.invalid').nullable(),
  url: z.string().trim().max(255, 'validation.tooLong'),
  /** Shown to visitors who are not logged in (head nav and routes). */
  no_login_valid: z.boolean('validation.invalid'),
  /** Heavier first. */
  weigh: zNumeric().int('validation.invalid').min(-1_000_000).max(1_000_000),
  status: ZStatus,
});
export type TRuleFields = z.infer<typeof ZRuleFields>;

/**
 * A whole rule: menus and nav entries say how they open; a link or an iframe needs a URL that `isMenuUrl`
 * accepts (http(s) or a path of this site), everything else a path. Fields a type does not use are emptied, so the table holds no stale URL.
 */
export const ZRuleInput = ZRuleFields.superRefine((rule, ctx) => {
  const menuType = hasMenuType(rule.type) ? rule.menu_type : null;
  if (hasMenuType(rule.type) && menuType === null) {
    ctx.addIssue({ code: 'custom', path: ['menu_type'], message: 'validation.required' });
  }
  if (menuType === 'link' || menuType === 'iframe') {
    if (!isMenuUrl(rule.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'validation.menuUrl' });
  } else if (!rule.path) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: 'validation.required' });
  }
}).transform((rule) => {
  const menuType = hasMenuType(rule.type) ? rule.menu_type : null;
  const opensUrl = menuType === 'link' || menuType === 'iframe';
  return { ...rule, menu_type: menuType, url: opensUrl ? rule.url : '' };
});
export type TRuleInput = z.output<typeof ZRuleInput>;

/** `POST /api/admin/rules/add`: optional fields take these defaults. */
export const ZRuleAddBody = ZRuleFields.extend({
  pid: ZRuleFields.shape.pid.default(0),
  path: ZRuleFields.shape.path.default(''),
  icon: ZRuleFields.shape.icon.default(''),
  menu_type: ZRuleFields.shape.menu_type.default(null),
  url: ZRuleFields.shape.url.default(''),
  no_login_valid: ZRuleFields.shape.no_login_valid.default(false),
  weigh: ZRuleFields.shape.weigh.default(0),
  status: ZStatus.default('enable'),
});
export type TRuleAddBody = z.infer<typeof ZRuleAddBody>;

/** `POST /api/admin/rules/edit`: the rule and the fields to change; the result is checked whole. */
export const ZRuleEditBody = ZRuleFields.partial().extend({ id: zRowId });
export type TRuleEditBody = z.infer<typeof ZRuleEditBody>;

/** `POST /api/admin/rules/move`: puts a rule under `pid` (0: the top) at `position` among its siblings. */
export const ZRuleMoveBody = z.object({
  id: zRowId,
  pid: zNumeric()
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(2 ** 31 - 1),
  position: zNumeric().int('validation.invalid').min(0, 'validation.invalid').max(10_000),
});
export type TRuleMoveBody = z.infer<typeof ZRuleMoveBody>;

/** `POST /api/admin/rules/status`: enables or disables rules. */
export const ZRuleStatusBody = z.object({
  ids: z.array(zRowId).min(1, 'validation.required').max(100),
  status: ZStatus,
});

export type TConsoleRule = Omit<TRuleFields, 'title'> & {
  id: number;
  title: TBilingualText;
  update_time: number;
  children: TConsoleRule[];
};

/** A rule as the console's tree shows it: both titles, disabled rules too. */
export const ZConsoleRule: z.ZodType<TConsoleRule> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    type: z.enum(RULE_TYPES),
    title: z.object({ 'zh-cn': z.string(), en: z.string() }),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    menu_type: z.enum(MENU_TYPES).nullable(),
    url: z.string(),
    no_login_valid: z.boolean(),
    weigh: z.number().int(),
    status: ZStatus,
    update_time: z.number().int(),
    children: z.array(ZConsoleRule),
  }),
);

const ZMemberMenus = z.object({ rules: z.array(ZMenuRule), menus: z.array(ZMenuRule) });

/**
 * `data` of `GET /api/admin/rules/preview`, in the request's language: what a member of the group new members
 * join gets from the bootstrap (their rules and member-centre menus) without a store and running one, what a
 * visitor gets, and the site's configured head nav that comes before the nav rules.
 */
export const ZRulePreview = z.object({
  headNav: z.array(ZNavItem),
  member: ZMemberMenus,
  storeOwner: ZMemberMenus,
  guest: z.object({ rules: z.array(ZMenuRule) }),
});
export type TRulePreview = z.infer<typeof ZRulePreview>;

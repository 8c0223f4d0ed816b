import { DEFAULT_LANGUAGE, parseLanguage } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaOptionsQuery } from '../api/get-area-options';
import {
  childQuery,
  missingLevels,
  type TAreaNode,
  toNodes,
  withChildren,
  withFailure,
  withoutFailures,
} from '../lib/area-tree';

export type TAreaCascaderProps = {
  /** Area codes from the province down, e.g. ['310000', '310100', '310104']. */
  value?: string[];
  /** The chosen codes and their names; a province or city alone counts when `changeOnSelect` is on. */
  onChange?: (codes: string[], labels: string[]) => void;
  /** Allow stopping at a province or city (a search filter) instead of a full address. */
  changeOnSelect?: boolean;
  placeholder?: string;
  /** What the field is for, said to screen readers (the placeholder goes once an area is chosen). */
  'aria-label'?: string;
  size?: 'small' | 'middle' | 'large';
  className?: string;
  style?: CSSProperties;
  disabled?: boolean;
};

/** Wide enough for 'province / city / district' names without cutting the district off. */
const DEFAULT_STYLE: CSSProperties = { minWidth: 280 };

/**
 * Province → city → district picker over GET /api/ajax/area: provinces at once, each level's children when it
 * is opened (cached for the visit); a preset value loads the levels it needs so its names show.
 */
export function AreaCascader(props: TAreaCascaderProps) {
  const { value, onChange, changeOnSelect, placeholder, style = DEFAULT_STYLE, ...rest } = props;
  const { t, i18n } = useTranslation('area');
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const queryClient = useQueryClient();
  const provinces = useQuery(areaOptionsQuery({}, language));
  const [tree, setTree] = useState<TAreaNode[]>([]);

  useEffect(() => {
    if (provinces.data) setTree(toNodes(provinces.data, 0));
  }, [provinces.data]);

  const loadChildren = async (path: string[]) => {
    try {
      const children = await queryClient.fetchQuery(areaOptionsQuery(childQuery(path), language));
      setTree((current) => withChildren(current, path, children));
    } catch {
      // The http client has shown why; the empty column ends the spinner and reopening tries again.
      setTree((current) => withFailure(current, path));
    }
  };

  const pathKey = (value ?? []).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the value or the loaded tree changes.
  useEffect(() => {
    for (const path of missingLevels(tree, value ?? [])) void loadChildren(path);
  }, [pathKey, tree]);

  return (
    <Cascader<TAreaNode>
      {...rest}
      style={style}
      data-testid="area-cascader"
      options={tree}
      value={value}
      changeOnSelect={changeOnSelect}
      loading={provinces.isLoading}
      placeholder={placeholder ?? t('placeholder')}
      notFoundContent={provinces.isError ? t('loadFailed') : t('notFound')}
      showSearch={false}
      loadData={(selected) => void loadChildren(selected.map((node) => node.value))}
      onOpenChange={(isOpen) => {
        if (isOpen) setTree((current) => withoutFailures(current));
        if (isOpen && provinces.isError) void provinces.refetch();
      }}
      onChange={(codes, selected) => {
        const nodes = selected ?? [];
        onChange?.(
          codes?.map(String) ?? [],
          nodes.map((node) => node.label),
        );
      }}
    />
  );
}

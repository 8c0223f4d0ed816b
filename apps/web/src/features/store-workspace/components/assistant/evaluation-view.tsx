import type { TAnswerEvaluation, TAnswerFigures, TAnswerRegression } from '@storefront/shared';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type TFigure = 'hit_rate' | 'refusal_rate' | 'wrong';
const FIGURES: TFigure[] = ['hit_rate', 'refusal_rate', 'wrong'];

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
const shown = (figures: TAnswerFigures, figure: TFigure) =>
  figure === 'wrong' ? String(figures.wrong) : percent(figures[figure]);
/** Whether the draft's figure is worse than the published one's (fewer hits or refusals, more wrong answers). */
const isWorse = (evaluation: TAnswerEvaluation, figure: TFigure) =>
  figure === 'wrong'
    ? evaluation.draft.wrong > evaluation.published.wrong
    : evaluation.draft[figure] < evaluation.published[figure];

/** One check that got worse: its question, what it expects, and the outcome before and after. */
function RegressionLine({ regression }: { regression: TAnswerRegression }) {
  const { t } = useTranslation('store-workspace');
  return (
    <div data-testid="regression">
      <Tag bordered={false}>{t(`checks.kind.${regression.kind}`)}</Tag>
      <Typography.Text strong>{regression.question}</Typography.Text>
      <div className="sf-ws-diff-was">
        {regression.expected
          ? t('evaluation.expected', { question: regression.expected })
          : t('evaluation.mustRefuse')}
      </div>
      <div className="sf-ws-diff-was">
        {t('evaluation.change', {
          published: t(`evaluation.outcome.${regression.published}`),
          draft: t(`evaluation.outcome.${regression.draft}`),
        })}
        {regression.draft_answer
          ? ` — ${t('evaluation.answeredWith', { question: regression.draft_answer })}`
          : ''}
      </div>
    </div>
  );
}

/**
 * The draft's answer-check figures beside the published assistant's (worse figures marked) and the checks that
 * got worse, which publishing then asks to confirm.
 */
export function EvaluationView({ evaluation }: { evaluation: TAnswerEvaluation }) {
  const { t } = useTranslation('store-workspace');
  const { regressions } = evaluation;
  return (
    <section className="sf-ws-evaluation" data-testid="publish-evaluation">
      <Typography.Title level={5}>{t('evaluation.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('evaluation.counts', {
          answerable: evaluation.draft.answerable,
          refusals: evaluation.draft.refusals,
        })}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="figure"
        dataSource={FIGURES.map((figure) => ({ figure }))}
        columns={[
          { key: 'figure', title: '', render: (_v, { figure }) => t(`evaluation.figure.${figure}`) },
          {
            key: 'published',
            title: t('diff.published'),
            render: (_v, { figure }) => shown(evaluation.published, figure),
          },
          {
            key: 'draft',
            title: t('diff.draft'),
            render: (_v, { figure }) => (
              <Typography.Text
                type={isWorse(evaluation, figure) ? 'danger' : undefined}
                strong={isWorse(evaluation, figure)}
                data-testid={`evaluation-draft-${figure}`}
              >
                {shown(evaluation.draft, figure)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {regressions.total > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="sf-ws-evaluation-worse"
          data-testid="publish-regressions"
          title={t('evaluation.worse', { count: regressions.total })}
          description={
            <>
              {regressions.list.map((regression) => (
                <RegressionLine
                  key={`${regression.kind}\n${regression.lang}\n${regression.question}\n${regression.expected}`}
                  regression={regression}
                />
              ))}
              {regressions.total > regressions.list.length ? (
                <div>{t('diff.more', { count: regressions.total - regressions.list.length })}</div>
              ) : null}
            </>
          }
        />
      ) : (
        <Typography.Paragraph type="success" data-testid="publish-no-regressions">
          {t('evaluation.noneWorse')}
        </Typography.Paragraph>
      )}
    </section>
  );
}

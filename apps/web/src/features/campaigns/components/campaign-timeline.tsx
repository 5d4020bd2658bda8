import { CAMPAIGN_TYPES } from '@console/contract/constants';
import { CAMPAIGN_STATES } from '@console/contract/machines/campaign';
import type { CampaignSummary } from '@console/contract/schemas/campaigns';
import { Flex, Typography } from 'antd';
import moment from 'moment';
// The ES-module locale: Vite reads `moment` as dist/moment.js, and moment/locale/vi would register
// itself on the other copy, moment.js, which the timeline never asks.
import 'moment/dist/locale/vi';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Timeline, type TimelineOptions } from 'vis-timeline/peer';
import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import { useDateTime } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';
import './campaign-timeline.css';

// Loading a moment locale makes it the global one: the timeline names its locale itself.
moment.locale('en');

interface CampaignTimelineProps {
  list: CampaignSummary[];
  /** The filter's time range: the window the timeline opens on. */
  from?: string | undefined;
  to?: string | undefined;
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour';
const DAY = 24 * 60 * 60 * 1000;

/** The period an axis label stands for at the current zoom, the one a click on it zooms to. */
function periodUnit(spanMs: number): Unit {
  if (spanMs > 3 * 365 * DAY) return 'year';
  if (spanMs > 90 * DAY) return 'month';
  if (spanMs > 21 * DAY) return 'week';
  if (spanMs > 2 * DAY) return 'day';
  return 'hour';
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The campaigns on a time line (vis-timeline, loaded only with this view): one row per type, each
 * campaign coloured by its state. Double-click opens a campaign; a click on the time axis zooms to
 * the period clicked; Alt+wheel zooms, Shift+wheel pans, a plain wheel scrolls the page.
 */
export default function CampaignTimeline({ list, from, to }: CampaignTimelineProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useDateTime();
  const container = useRef<HTMLDivElement>(null);
  const timeline = useRef<Timeline | null>(null);
  const locale = i18n.language === 'vi' ? 'vi' : 'en';

  // One timeline per mount and language; the campaigns and the window are set below.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const options: TimelineOptions = {
      // `locale` names the timeline's own words (it knows no Vietnamese: ours, from the
      // translation files); the axis labels are moment's, in its locale.
      locale,
      locales: {
        [locale]: {
          current: t('campaigns.timeline.words.current'),
          time: t('campaigns.timeline.words.time'),
          deleteSelected: t('campaigns.timeline.words.delete_selected'),
        },
      },
      moment: (date: moment.MomentInput) => moment(date).locale(locale),
      stack: true,
      orientation: { axis: 'top' },
      zoomKey: 'altKey',
      zoomable: true,
      moveable: true,
      horizontalScroll: false,
      verticalScroll: false,
      groupOrder: 'order',
      margin: { item: 6 },
      tooltip: { followMouse: true, overflowMethod: 'flip' },
    };
    const created = new Timeline(element, [], [], options);
    timeline.current = created;

    created.on('doubleClick', (props: { item?: number | string | null }) => {
      if (props.item !== null && props.item !== undefined) {
        void navigate(linkTo('campaigns.show', { id: props.item }));
      }
    });
    created.on('click', (props: { what?: string; time: Date }) => {
      if (props.what !== 'axis') return;
      const window = created.getWindow();
      const unit = periodUnit(window.end.getTime() - window.start.getTime());
      const at = moment(props.time);
      created.setWindow(at.clone().startOf(unit).toDate(), at.clone().endOf(unit).toDate());
    });
    // Shift+wheel pans (the timeline leaves a plain wheel to the page and Alt+wheel to zoom).
    const onWheel = (event: WheelEvent) => {
      if (!event.shiftKey || event.altKey) return;
      const delta = event.deltaX !== 0 ? event.deltaX : event.deltaY;
      if (delta === 0) return;
      event.preventDefault();
      const window = created.getWindow();
      const span = window.end.getTime() - window.start.getTime();
      const shift = (Math.sign(delta) * span) / 10;
      created.setWindow(window.start.getTime() + shift, window.end.getTime() + shift, {
        animation: false,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
      created.destroy();
      timeline.current = null;
    };
  }, [locale, navigate, t]);

  useEffect(() => {
    const current = timeline.current;
    if (!current) return;
    current.setGroups(
      CAMPAIGN_TYPES.map((type, order) => ({
        id: type,
        order,
        content: escapeHtml(t(`campaigns.types.${type}`)),
      })),
    );
    current.setItems(
      list.map((c) => ({
        id: c.id,
        group: c.type,
        start: c.startTime,
        end: c.endTime,
        content: escapeHtml(c.name),
        title: escapeHtml(
          `${c.name} (${c.code}) · ${t(`campaigns.states.${c.state}`)} · ${formatTime(c.startTime)} – ${formatTime(c.endTime)}`,
        ),
        className: `campaign-state-${c.state}`,
      })),
    );
    if (from && to) current.setWindow(from, to, { animation: false });
    else if (list.length > 0) current.fit({ animation: false });
  }, [list, from, to, t, formatTime, locale]);

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center" className="campaign-legend" role="list">
        {CAMPAIGN_STATES.map((state) => (
          <span key={state} role="listitem" className={`campaign-legend-item`}>
            <span className={`campaign-legend-swatch campaign-state-${state}`} aria-hidden />
            {t(`campaigns.states.${state}`)}
          </span>
        ))}
      </Flex>
      <div
        ref={container}
        className="campaign-timeline"
        data-testid="campaign-timeline"
        lang={locale}
      />
      <Typography.Text type="secondary">{t('campaigns.timeline.help')}</Typography.Text>
    </Flex>
  );
}

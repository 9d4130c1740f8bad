import { MATTER_TEXTS } from '@probity/domain';
import type { DashboardTile } from './dashboard.api';

/** spec 01 §3: the Checks to review tile is shown as Urgent checks. */
export function tileTitle(tile: Pick<DashboardTile, 'title'>): string {
  return tile.title === MATTER_TEXTS.checksToReview ? MATTER_TEXTS.urgentChecks : tile.title;
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const counts = new Intl.NumberFormat('en-GB');

/** An amount of pence as whole pounds, as the dashboard shows money (£20,625). */
export function poundsFigure(pence: number): string {
  return pounds.format(pence / 100);
}

/** The tile's figure: a count, or for Legacy value an amount in pounds (money is integer pence). */
export function tileFigure(tile: Pick<DashboardTile, 'apiId' | 'data'>): string {
  if (tile.apiId === 'legacyValue') return poundsFigure(tile.data);
  return counts.format(tile.data);
}

/** spec 02 §9: the dashboard number gets a smaller style above 4 and above 10 characters. */
export function tileFigureSize(figure: string): 'large' | 'medium' | 'small' {
  if (figure.length > 10) return 'small';
  if (figure.length > 4) return 'medium';
  return 'large';
}

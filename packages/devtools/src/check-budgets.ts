import { checkBudgets, formatBudgetTable } from './budgets';
import { deploy } from './deploy';
import { launchChromium, measurePage, remoteEntrySizes } from './landing-weight';

// `pnpm budgets` (a step of `npm test`, after the production builds): the bytes of a first visit to `/` against
// their budgets. Bytes, not time: the same builds give the same figures on any machine.

const deployment = await deploy();
const browser = await launchChromium();
try {
  const { downloads } = await measurePage(browser, deployment, '/');
  const results = checkBudgets(downloads, remoteEntrySizes());
  console.log(formatBudgetTable(results));
  const over = results.filter((result) => !result.ok);
  if (over.length > 0) {
    console.error(`\n${over.length} budget(s) exceeded: ${over.map((result) => result.figure).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await deployment.close();
}

// antd's styles for the components the console draws, rendered once at build time per theme
// variant (vite.config.ts, `antd-styles`). Run by tsx with NODE_ENV=production, as the browser's
// build runs antd: the class hashes and cache paths then match, and antd's CSS-in-JS finds each
// style listed in the file's cache map and skips generating and injecting it.
// Prints { [themeVariant]: css } as JSON.
import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import {
  App,
  Avatar,
  Badge,
  Button,
  Card,
  ConfigProvider,
  Dropdown,
  Flex,
  Input,
  Layout,
  Menu,
  Popover,
  Select,
  Skeleton,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { renderToString } from "react-dom/server";
import { themeConfig, themeVariant } from "../../src/theme/themeConfig";

/**
 * What a cold signed-in page draws first: the shell (sider menu, top bar with its buttons, badge,
 * avatar and menus) and a list (card, search, selects, tags, the table with its pagination, the
 * loading skeleton and spinner). A component left out costs nothing but its old price: antd
 * writes its styles in the browser when it first renders (dialogs and forms do so now); one
 * added here adds its CSS to every signed-in page's file.
 */
const Specimen = () => (
  <App>
    <Layout>
      <Layout.Sider collapsible>
        <Menu
          mode="inline"
          items={[
            { key: "a", label: "a", children: [{ key: "b", label: "b" }] },
            { key: "c", label: "c" },
          ]}
        />
      </Layout.Sider>
      <Layout.Content>
        <Flex>
          <Button>b</Button>
          <Typography.Text>t</Typography.Text>
          <Badge count={2}>
            <Avatar>a</Avatar>
          </Badge>
          <Tag>t</Tag>
          <Input />
          <Input.Search />
          <Select />
          <Dropdown menu={{ items: [] }}>
            <span />
          </Dropdown>
          <Tooltip title="t">
            <span />
          </Tooltip>
          <Popover content="p">
            <span />
          </Popover>
        </Flex>
        <Card>
          <Table columns={[{ key: "a", dataIndex: "a", title: "a", sorter: true }]} dataSource={[{ key: 1, a: "a" }]} />
        </Card>
        <Skeleton />
        <Spin />
      </Layout.Content>
    </Layout>
  </App>
);

const out: Record<string, string> = {};
for (const mode of ["light", "dark"] as const)
  for (const reducedMotion of [false, true]) {
    const cache = createCache();
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={themeConfig(mode, { reducedMotion })}>
          <Specimen />
        </ConfigProvider>
      </StyleProvider>,
    );
    out[themeVariant(mode, reducedMotion)] = extractStyle(cache, { plain: true });
  }
process.stdout.write(JSON.stringify(out));

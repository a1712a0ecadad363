import AccountTreeIcon from '@mui/icons-material/AccountTree';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GridViewIcon from '@mui/icons-material/GridView';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import LanIcon from '@mui/icons-material/Lan';
import LiquorIcon from '@mui/icons-material/Liquor';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PeopleIcon from '@mui/icons-material/People';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import QueueIcon from '@mui/icons-material/FormatListNumbered';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import InventoryIcon from '@mui/icons-material/Inventory';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NavIcon } from './nav-items';

export const NAV_ICONS: Record<NavIcon, SvgIconComponent> = {
  users: PeopleIcon,
  bars: StorefrontIcon,
  robots: PrecisionManufacturingIcon,
  globalIngredients: AccountTreeIcon,
  myBar: LocalBarIcon,
  vouchers: CardGiftcardIcon,
  appOrders: ShoppingCartIcon,
  activity: DashboardIcon,
  drinkQueue: QueueIcon,
  production: HistoryIcon,
  ingredients: LiquorIcon,
  positions: GridViewIcon,
  menu: RestaurantMenuIcon,
  exports: FileDownloadIcon,
  analytics: InsightsIcon,
  audit: ManageSearchIcon,
  alarms: NotificationImportantIcon,
  fleet: LanIcon,
  restock: InventoryIcon,
};

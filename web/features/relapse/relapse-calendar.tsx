import { DatePicker } from '@ark-ui/react/date-picker';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function ViewControl() {
  return (
    <DatePicker.ViewControl className="cal-view-control">
      <DatePicker.PrevTrigger className="cal-nav">
        <ChevronLeft size={20} aria-hidden="true" />
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger className="cal-view-trigger">
        <DatePicker.RangeText className="cal-range" />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className="cal-nav">
        <ChevronRight size={20} aria-hidden="true" />
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );
}

/** The calendar popover: days (weeks from Sunday), then months and years to go further back. */
export function RelapseCalendar() {
  return (
    <DatePicker.Positioner>
      <DatePicker.Content className="cal">
        <DatePicker.View view="day">
          <DatePicker.Context>
            {(api) => (
              <>
                <ViewControl />
                <DatePicker.Table>
                  <DatePicker.TableHead>
                    <DatePicker.TableRow>
                      {api.weekDays.map((weekDay) => (
                        <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
                          {capitalize(weekDay.narrow)}
                        </DatePicker.TableHeader>
                      ))}
                    </DatePicker.TableRow>
                  </DatePicker.TableHead>
                  <DatePicker.TableBody>
                    {api.weeks.map((week) => (
                      <DatePicker.TableRow key={week[0]?.toString()}>
                        {week.map((day) => (
                          <DatePicker.TableCell key={day.toString()} value={day}>
                            <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                          </DatePicker.TableCell>
                        ))}
                      </DatePicker.TableRow>
                    ))}
                  </DatePicker.TableBody>
                </DatePicker.Table>
              </>
            )}
          </DatePicker.Context>
        </DatePicker.View>
        <DatePicker.View view="month">
          <DatePicker.Context>
            {(api) => (
              <>
                <ViewControl />
                <DatePicker.Table>
                  <DatePicker.TableBody>
                    {api.getMonthsGrid({ columns: 4, format: 'short' }).map((months) => (
                      <DatePicker.TableRow key={months[0]?.value}>
                        {months.map((month) => (
                          <DatePicker.TableCell key={month.value} value={month.value}>
                            <DatePicker.TableCellTrigger>
                              {capitalize(month.label)}
                            </DatePicker.TableCellTrigger>
                          </DatePicker.TableCell>
                        ))}
                      </DatePicker.TableRow>
                    ))}
                  </DatePicker.TableBody>
                </DatePicker.Table>
              </>
            )}
          </DatePicker.Context>
        </DatePicker.View>
        <DatePicker.View view="year">
          <DatePicker.Context>
            {(api) => (
              <>
                <ViewControl />
                <DatePicker.Table>
                  <DatePicker.TableBody>
                    {api.getYearsGrid({ columns: 4 }).map((years) => (
                      <DatePicker.TableRow key={years[0]?.value}>
                        {years.map((year) => (
                          <DatePicker.TableCell key={year.value} value={year.value}>
                            <DatePicker.TableCellTrigger>{year.label}</DatePicker.TableCellTrigger>
                          </DatePicker.TableCell>
                        ))}
                      </DatePicker.TableRow>
                    ))}
                  </DatePicker.TableBody>
                </DatePicker.Table>
              </>
            )}
          </DatePicker.Context>
        </DatePicker.View>
      </DatePicker.Content>
    </DatePicker.Positioner>
  );
}

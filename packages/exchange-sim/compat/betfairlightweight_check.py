"""Drive the embedded exchange with betfairlightweight, unmodified apart from its base URLs.

Usage (with the simulator running: npm run exchange -- --port 7000 --stream-tls-port 7443):
    PYTHONPATH=/path/to/betfair-checkout python3 packages/exchange-sim/compat/betfairlightweight_check.py \
        [--http http://127.0.0.1:7000] [--stream-host 127.0.0.1] [--stream-port 7443]

betfairlightweight (https://github.com/betcode-org/betfair) needs only `requests`. The script logs
in, lists, places, reads, cancels, and streams market and order changes over its own TLS socket
code, then prints what it saw and exits non-zero on any mismatch.
"""
import argparse
import queue
import sys
import threading
import time

import betfairlightweight
from betfairlightweight import filters
from betfairlightweight.streaming import StreamListener

APP_KEY = "greenbook-sim-app-key"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--http", default="http://127.0.0.1:7000")
    parser.add_argument("--stream-host", default="127.0.0.1")
    parser.add_argument("--stream-port", type=int, default=7443)
    args = parser.parse_args()

    trading = betfairlightweight.APIClient("demo", "demo", app_key=APP_KEY, lightweight=False)
    # The only change: where Betfair lives.
    trading.identity_uri = f"{args.http}/identitysso/api/"
    trading.api_uri = f"{args.http}/exchange/"
    trading.navigation_uri = f"{args.http}/exchange/betting/rest/v1/{{}}/navigation/menu.json"

    trading.login_interactive()
    print("login: session token received", bool(trading.session_token))
    funds = trading.account.get_account_funds()
    print("funds: available", funds.available_to_bet_balance)

    event_types = trading.betting.list_event_types()
    print("event types:", sorted(e.event_type.name for e in event_types))
    catalogues = trading.betting.list_market_catalogue(
        filter=filters.market_filter(market_type_codes=["MATCH_ODDS"]),
        market_projection=["RUNNER_DESCRIPTION", "EVENT"],
        max_results=30,  # 30 markets × EX_BEST_OFFERS weight 5 stays within the limit of 200
        sort="FIRST_TO_START",
    )
    books = trading.betting.list_market_book(
        market_ids=[c.market_id for c in catalogues],
        price_projection=filters.price_projection(price_data=["EX_BEST_OFFERS"]),
    )
    book = next(b for b in books if b.status == "OPEN" and not b.inplay)
    runner = book.runners[0]
    print("market:", book.market_id, book.status, "runner", runner.selection_id)

    # Stream: market and order subscriptions through betfairlightweight's own socket code.
    output: "queue.Queue" = queue.Queue()
    listener = StreamListener(output_queue=output)
    market_stream = trading.streaming.create_stream(listener=listener, unique_id=1)
    market_stream.host = args.stream_host
    market_stream._BetfairStream__port = args.stream_port  # the port is fixed at 443 upstream
    market_stream.subscribe_to_markets(
        market_filter=filters.streaming_market_filter(market_ids=[book.market_id]),
        market_data_filter=filters.streaming_market_data_filter(fields=["EX_BEST_OFFERS", "EX_MARKET_DEF"], ladder_levels=3),
    )
    threading.Thread(target=market_stream.start, daemon=True).start()

    order_output: "queue.Queue" = queue.Queue()
    order_stream = trading.streaming.create_stream(listener=StreamListener(output_queue=order_output), unique_id=100)
    order_stream.host = args.stream_host
    order_stream._BetfairStream__port = args.stream_port
    order_stream.subscribe_to_orders()
    threading.Thread(target=order_stream.start, daemon=True).start()

    streamed = output.get(timeout=10)
    print("stream: market book", streamed[0].market_id, streamed[0].status)

    # Place far from the market so it rests, read it back, then cancel it.
    instruction = filters.place_instruction(
        order_type="LIMIT",
        selection_id=runner.selection_id,
        side="BACK",
        limit_order=filters.limit_order(size=2.0, price=1000, persistence_type="LAPSE"),
    )
    placed = trading.betting.place_orders(market_id=book.market_id, instructions=[instruction], customer_ref="blw-check-1")
    bet_id = placed.place_instruction_reports[0].bet_id
    print("place:", placed.status, "bet", bet_id)
    current = trading.betting.list_current_orders(bet_ids=[bet_id])
    print("current orders:", [(o.bet_id, o.status, o.size_remaining) for o in current.orders])

    deadline = time.time() + 10
    seen_on_stream = False
    while time.time() < deadline and not seen_on_stream:
        try:
            for market in order_output.get(timeout=1):
                seen_on_stream = any(o.bet_id == bet_id for o in market.orders)
        except queue.Empty:
            pass
    print("order stream: bet seen", seen_on_stream)

    cancelled = trading.betting.cancel_orders(market_id=book.market_id, instructions=[filters.cancel_instruction(bet_id=bet_id)])
    print("cancel:", cancelled.status, cancelled.cancel_instruction_reports[0].size_cancelled)
    market_stream.stop()
    order_stream.stop()
    trading.logout()

    ok = placed.status == "SUCCESS" and cancelled.status == "SUCCESS" and seen_on_stream and len(current.orders) == 1
    print("RESULT:", "OK" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
